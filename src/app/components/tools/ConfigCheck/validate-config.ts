import validators from "@generated/config-check/validators.cjs";
import validateWebpackOptions from "webpack/lib/config/validateSchema.js";
import { validate as validateWithSchema } from "schema-utils/dist/validate.js";
import { WEBPACK_SCHEMA_ID } from "../../../../shared/config-check-data.ts";

/** One problem as webpack words it, with where it is. */
export interface Problem {
  /** The message for this problem, as in webpack's error (one ` - ` item). */
  text: string;
  /** Where in the checked value, as a JSON pointer (`/0/output` for the first of several configurations). */
  instancePath: string;
  /** The property an `additionalProperties` error names. */
  unknownProperty?: string;
  /** The names the object at `instancePath` allows, for an unknown property. */
  allowed?: string[];
}

export interface Validation {
  /** The whole message `webpack.validate()` throws; empty when the value is valid. */
  message: string;
  problems: Problem[];
}

interface SchemaError {
  instancePath: string;
  keyword: string;
  params: { additionalProperty?: string };
  parentSchema?: { properties?: Record<string, unknown> };
}

interface ValidationErrorLike extends Error {
  errors: SchemaError[];
  formatValidationError(error: SchemaError): string;
  postFormatter: ((formatted: string, error: SchemaError) => string) | null;
}

/** Validates a configuration (or a list of them) with webpack's own code: what `webpack.validate()` reports. */
export function validateWebpackConfig(value: unknown): Validation {
  return collect(() => validateWebpackOptions(validators[WEBPACK_SCHEMA_ID]!.schema, value));
}

/** Validates a plugin's or loader's options with its own schema, as the package does (the schema's title names it). */
export function validatePackageOptions(schemaId: string, value: unknown): Validation {
  const entry = validators[schemaId];
  if (!entry) return { message: "", problems: [] };
  return collect(() => validateWithSchema(entry.schema, value ?? {}));
}

function collect(run: () => void): Validation {
  try {
    run();
    return { message: "", problems: [] };
  } catch (caught) {
    const error = caught as ValidationErrorLike;
    if (!Array.isArray(error.errors)) throw caught;
    const problems = error.errors.map((schemaError): Problem => {
      const formatted = error.formatValidationError(schemaError);
      const text = error.postFormatter ? error.postFormatter(formatted, schemaError) : formatted;
      // schema-utils names the item of a list of configurations `[0]`; the pointer makes it `/0`.
      const instancePath = schemaError.instancePath.replace(/^\[(\d+)\]/, "/$1");
      const problem: Problem = { text, instancePath };
      if (schemaError.keyword === "additionalProperties" && schemaError.params.additionalProperty) {
        problem.unknownProperty = schemaError.params.additionalProperty;
        problem.allowed = Object.keys(schemaError.parentSchema?.properties ?? {});
      }
      return problem;
    });
    return { message: error.message, problems };
  }
}
