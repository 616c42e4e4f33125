import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "unibridge-lock-"));

describe("lockDataDir", () => {
  it("writes this process's pid and removes the lock on release", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, ".lock"))).toBe(false);
  });

  it("refuses while another live process holds the directory", async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, ".lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has died", async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => dead.on("exit", resolve));
    writeFileSync(path.join(dir, ".lock"), String(dead.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
