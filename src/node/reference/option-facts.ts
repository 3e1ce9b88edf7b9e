import type { CheckOption } from "../../shared/config-check-data.ts";
import { FUNCTION, OBJECT, OTHER, type DefaultText } from "./defaults.ts";
import type { ReferenceModel } from "./model.ts";
import { typeText } from "./render.ts";

/**
 * What the site says about each option of the reference wherever it explains
 * one (the configuration check, the configuration examples): its description,
 * type, the version that added it, and webpack's defaults in production and
 * development, all from the reference's model.
 */
export function optionFactsOf(model: ReferenceModel): CheckOption[] {
  return model.entries.map((entry) => {
    const defaults = model.defaults.get(entry.path);
    const option: CheckOption = {
      path: entry.path,
      id: entry.id,
      description: entry.descriptions[0] ?? "",
      type: [...new Set(entry.variants.map((variant) => typeText(variant)))].join(" | "),
    };
    if (entry.added) option.added = entry.added;
    if (entry.deprecated) option.deprecated = true;
    if (defaults?.note) option.note = defaults.note;
    else if (defaults?.dependsOn) option.note = `depends on ${defaults.dependsOn}`;
    else if (defaults) {
      const production = shownDefault(defaults.production);
      const development = shownDefault(defaults.development);
      if (production) option.production = production;
      if (development) option.development = development;
    }
    return option;
  });
}

/** A default as the site shows it; undefined for an object (its own options carry their defaults). */
export function shownDefault(text: DefaultText | undefined): string | undefined {
  if (text === undefined || text === OBJECT) return undefined;
  if (text === FUNCTION) return "a function";
  if (text === OTHER) return "computed by webpack";
  return text;
}
