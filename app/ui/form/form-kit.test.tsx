import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { Field } from "./field";
import { Fieldset } from "./fieldset";
import { FormAlert } from "./form-alert";
import { RadioGroup } from "./radio-group";
import { Select } from "./select";
import { TextInput } from "./text-input";
import { Textarea } from "./textarea";

type Attributes = Record<string, string>;

/** The attributes of every `<tag>` in `html`, in order (enough for these flat snippets). */
function tags(html: string, tag: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, "g"))].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}

function only(html: string, tag: string): Attributes {
  const found = tags(html, tag);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The text of the element with this id. */
function textOf(html: string, id: string): string | undefined {
  const match = new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>(.*?)</\\1>`).exec(html);
  return match?.[2];
}

const render = (element: ReactElement) => renderToString(element);

describe("TextInput", () => {
  it("ties its label, hint and error to the input and marks it invalid", () => {
    const html = render(<TextInput id="email" name="email" type="email" label="Email address" hint="We never share it" error="Please enter a valid email address" />);
    const input = only(html, "input");
    expect(only(html, "label").for).toBe("email");
    expect(input.id).toBe("email");
    expect(input["aria-describedby"]).toBe("email-hint email-error");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["data-field"]).toBe("email");
    expect(textOf(html, "email-hint")).toBe("We never share it");
    expect(textOf(html, "email-error")).toBe("Please enter a valid email address");
    expect(html).toContain('data-testid="email-error"');
  });

  it("says nothing extra when there is no hint or error", () => {
    const input = only(render(<TextInput id="name" name="name" label="Full name" />), "input");
    expect(input["aria-describedby"]).toBeUndefined();
    expect(input["aria-invalid"]).toBeUndefined();
  });

  it("generates an id that label and input share, and no test id for its error", () => {
    const html = render(<TextInput name="password" type="password" label="Password" error="Too short" />);
    const input = only(html, "input");
    expect(input.id).toBeTruthy();
    expect(only(html, "label").for).toBe(input.id);
    expect(input["aria-describedby"]).toBe(`${input.id}-error`);
    expect(textOf(html, `${input.id}-error`)).toBe("Too short");
    expect(html).not.toContain("data-testid");
  });

  it("adds other describing ids and can be invalid because of a form-level message", () => {
    const input = only(render(<TextInput id="password" name="password" label="Password" describedBy="login-error" invalid />), "input");
    expect(input["aria-describedby"]).toBe("login-error");
    expect(input["aria-invalid"]).toBe("true");
    const both = only(render(<TextInput id="p" name="p" label="P" hint="h" error="e" describedBy="alert" />), "input");
    expect(both["aria-describedby"]).toBe("p-hint p-error alert");
  });

  it("marks a required field visibly without changing its accessible name source", () => {
    const html = render(<TextInput id="major" name="major" label="Major of interest" required markRequired />);
    expect(html).toMatch(/<label[^>]*>Major of interest<!-- --> <span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
    expect(only(html, "input").required).toBe("");
  });

  it("passes the control's own attributes through and styles the control", () => {
    const input = only(render(<TextInput id="sat" name="satScore" type="number" min={400} label="SAT" className="max-w-xs" />), "input");
    expect(input).toMatchObject({ type: "number", min: "400", name: "satScore" });
    expect(input.class).toContain("focus-visible:focus-ring");
    expect(only(render(<TextInput id="sat" name="satScore" label="SAT" className="max-w-xs" />), "div").class).toBe("max-w-xs");
  });
});

describe("Textarea and Select", () => {
  it("wire a textarea like an input, with the hint above when asked", () => {
    const html = render(<Textarea id="bio" name="bio" label="Bio" hint="Tell students about you" hintPlacement="above" error="Too short" rows={7} />);
    const textarea = only(html, "textarea");
    expect(only(html, "label").for).toBe("bio");
    expect(textarea).toMatchObject({ id: "bio", "aria-describedby": "bio-hint bio-error", "aria-invalid": "true", rows: "7" });
    expect(html.indexOf('id="bio-hint"')).toBeLessThan(html.indexOf("<textarea"));
    expect(html.indexOf('id="bio-error"')).toBeGreaterThan(html.indexOf("</textarea>"));
  });

  it("lists a select's options after its placeholder", () => {
    const html = render(
      <Select
        id="country"
        name="country"
        label="Country"
        placeholder="Select your country"
        options={[
          { value: "CN", label: "China" },
          { value: "US", label: "United States" },
        ]}
        error="Please select your country"
      />,
    );
    const select = only(html, "select");
    expect(only(html, "label").for).toBe("country");
    expect(select).toMatchObject({ id: "country", name: "country", "aria-describedby": "country-error", "aria-invalid": "true" });
    expect(tags(html, "option").map((option) => option.value)).toEqual(["", "CN", "US"]);
    expect(html).toContain(">Select your country</option>");
  });
});

describe("Field", () => {
  it("hands the wiring to any control", () => {
    const html = render(
      <Field id="picture" label="Profile picture" hint="JPG or PNG" error="Please upload a profile picture">
        {(control) => <input type="file" name="picture" className="sr-only" {...control} />}
      </Field>,
    );
    expect(only(html, "label").for).toBe("picture");
    expect(only(html, "input")).toMatchObject({ id: "picture", "aria-describedby": "picture-hint picture-error", "aria-invalid": "true" });
  });
});

describe("Checkbox", () => {
  it("labels the box and ties its messages to it", () => {
    const html = render(<Checkbox id="terms" name="terms" label="I agree" hint="Read them first" error="Please agree" />);
    const input = only(html, "input");
    expect(only(html, "label").for).toBe("terms");
    expect(input).toMatchObject({ type: "checkbox", id: "terms", "aria-describedby": "terms-hint terms-error", "aria-invalid": "true" });
    expect(html).toMatch(/<label[^>]*><input[^>]*>I agree<\/label>/);
  });
});

describe("Fieldset and RadioGroup", () => {
  it("describes a group by its hint, error and other ids", () => {
    const html = render(
      <Fieldset id="languages" legend="Languages" error="Please select at least one language" describedBy="languages-count">
        <p id="languages-count">0 selected</p>
      </Fieldset>,
    );
    expect(only(html, "fieldset")).toMatchObject({ "aria-describedby": "languages-error languages-count", "aria-invalid": "true" });
    expect(html).toMatch(/<legend[^>]*>Languages<\/legend>/);
    expect(textOf(html, "languages-error")).toBe("Please select at least one language");
  });

  it("names each radio by its label and describes it by its hint", () => {
    const html = render(
      <RadioGroup
        id="role"
        name="role"
        legend="I am a"
        value="mentor"
        onChange={() => {}}
        error="Please choose"
        options={[
          { value: "student", label: "Student", hint: "I want help" },
          { value: "mentor", label: "Mentor" },
        ]}
      />,
    );
    expect(only(html, "fieldset")["aria-describedby"]).toBe("role-error");
    const [student, mentor] = tags(html, "input");
    expect(student).toMatchObject({ type: "radio", name: "role", value: "student", "aria-labelledby": "role-student", "aria-describedby": "role-student-hint", "data-field": "role" });
    expect(student!.checked).toBeUndefined();
    expect(mentor).toMatchObject({ value: "mentor", "aria-labelledby": "role-mentor", checked: "" });
    expect(mentor!["aria-describedby"]).toBeUndefined();
    expect(mentor!["data-field"]).toBeUndefined();
    expect(textOf(html, "role-student")).toBe("Student");
    expect(textOf(html, "role-student-hint")).toBe("I want help");
  });
});

describe("FormAlert", () => {
  it("announces a message at once, and renders nothing without one", () => {
    expect(render(<FormAlert id="form-error" testId="form-error" message="Too many attempts" />)).toMatch(
      /^<div id="form-error" role="alert" data-testid="form-error"[^>]*>Too many attempts<\/div>$/,
    );
    expect(render(<FormAlert message={null} />)).toBe("");
  });
});
