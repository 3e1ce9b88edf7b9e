/**
 * Whether a message as printed is a case of a message template (`Can't resolve '{request}' in '{context}'`):
 * its text as written, each placeholder (`{` + letters, digits, `_` or `$` + `}`) standing for some text. Shared by
 * the configuration check (which links a validation message to its errors-catalogue entry) and the build's tests.
 */
export function matchesMessage(template: string, message: string): boolean {
  return templatePattern(template).test(message);
}

/** How much of a template is fixed text: of two templates a message matches, the one with more says more. */
export function fixedLength(template: string): number {
  return template.replace(/\{[A-Za-z_$][\w$]*\}/g, "").length;
}

function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[A-Za-z_$][\w$]*\})/)
    .map((part, index) => (index % 2 === 1 ? "[\\s\\S]+?" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}
