import validators from "@generated/config-check/validators.cjs";

/**
 * Stands in for Ajv where schema-utils' `validate` loads it (src/node/webpack/config.ts aliases it for that file
 * only): `compile` hands back the validator the build generated for the same schema object, so schema-utils'
 * own code finds and words the errors without compiling anything at run time.
 */
export default class PrecompiledAjv {
  compile(schema: object): (value: unknown) => boolean {
    const found = Object.values(validators).find((entry) => entry.schema === schema);
    if (!found) throw new Error("The configuration check has no validator generated for this schema.");
    return found.validate;
  }
}
