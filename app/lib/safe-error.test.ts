import { expect, it } from "vitest";
import { describeError, redactPersonalData, serializeError } from "./safe-error";

it("blanks addresses and the input values PostgreSQL quotes, and keeps names of things", () => {
  expect(redactPersonalData("550 5.1.1 <ada.l@example.ac.uk>: Recipient address rejected")).toBe("550 5.1.1 <[address]>: Recipient address rejected");
  expect(redactPersonalData('invalid input syntax for type uuid: "ada@example.com-id"')).toBe('invalid input syntax for type uuid: "[value]"');
  expect(redactPersonalData('value "99999999999" is out of range for type integer')).toBe('value "[value]" is out of range for type integer');
  expect(redactPersonalData('duplicate key value violates unique constraint "users_email_unique"')).toBe(
    'duplicate key value violates unique constraint "users_email_unique"',
  );
});

it("keeps the type, message, SQLSTATE, constraint and cause, and no other field", () => {
  const cause = Object.assign(new Error("duplicate key value violates unique constraint \"users_email_unique\""), {
    name: "error",
    code: "23505",
    constraint: "users_email_unique",
    table: "users",
    detail: "Key (email)=(ada@example.com) already exists.",
    params: ["ada@example.com"],
  });
  const error = Object.assign(new Error("Failed query: insert into users values ($1)\nparams: ada@example.com", { cause }), {
    query: "insert into users values ($1)",
    params: ["ada@example.com"],
    body: { email: "ada@example.com" },
  });
  const safe = serializeError(error);
  expect(safe).toMatchObject({
    type: "Error",
    message: "Failed query: insert into users values ($1)",
    query: "insert into users values ($1)",
    cause: { type: "error", code: "23505", constraint: "users_email_unique", table: "users" },
  });
  expect(JSON.stringify(safe)).not.toContain("ada");
  expect(describeError(error)).toBe(
    'Error: Failed query: insert into users values ($1) (caused by error: duplicate key value violates unique constraint "users_email_unique")',
  );
});

it("describes values that are not errors, and the errors of an AggregateError", () => {
  expect(describeError("refused for ada@example.com")).toBe("refused for [address]");
  expect(serializeError(new AggregateError([new Error("a@b.co down")], "all failed")).errors).toEqual([
    expect.objectContaining({ type: "Error", message: "[address] down" }),
  ]);
});
