/** The name hast gives an attribute in an element's properties: `data-package-manager` → `dataPackageManager`. */
export function hastProperty(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
