/**
 * Stands in for the keyword and format plugins schema-utils adds to Ajv at run time: the validators the
 * build generated already contain them (src/node/config-check/validators.ts).
 */
export default function addNothing(): void {}
