import { describe, expect, it } from "vitest";
import { createSaveQueue } from "./save-queue";

/** A send whose answers the test releases one by one. */
function controlledSend() {
  const sent: number[] = [];
  const pending: (() => void)[] = [];
  return {
    sent,
    release: () => pending.shift()?.(),
    send: (value: number) =>
      new Promise<string>((resolve) => {
        sent.push(value);
        pending.push(() => resolve(`saved ${value}`));
      }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSaveQueue", () => {
  it("sends one change at a time and only the latest of those that waited", async () => {
    const remote = controlledSend();
    const events: string[] = [];
    const queue = createSaveQueue({ send: remote.send, begin: () => events.push("begin"), settle: (last) => events.push(`settle ${last}`) });
    const first = queue.push(60);
    const second = queue.push(65);
    const third = queue.push(70);
    await flush();
    expect(remote.sent).toEqual([60]);
    remote.release();
    expect(await first).toBe("saved 60");
    expect(await second).toBeNull();
    await flush();
    expect(remote.sent).toEqual([60, 70]);
    remote.release();
    expect(await third).toBe("saved 70");
    await flush();
    expect(events).toEqual(["begin", "settle saved 70"]);
  });

  it("starts a new run after the last one settled", async () => {
    const remote = controlledSend();
    const events: string[] = [];
    const queue = createSaveQueue({ send: remote.send, begin: () => events.push("begin"), settle: (last) => events.push(`settle ${last}`) });
    const first = queue.push(1);
    await flush();
    remote.release();
    await first;
    await flush();
    const second = queue.push(2);
    await flush();
    remote.release();
    expect(await second).toBe("saved 2");
    await flush();
    expect(events).toEqual(["begin", "settle saved 1", "begin", "settle saved 2"]);
  });
});
