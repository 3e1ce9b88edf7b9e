import { z } from "zod";

const url = z.string().min(1);

/** Control characters (NUL, escape…) are not text: HTML replaces or rejects them, so the head would not say what the file says. */
const isPrintable = (text: string) => [...text].every((character) => /[\t\n]/.test(character) || (character >= " " && character !== "\u007f"));

/**
 * The front matter of a content file (README: "Writing a page"). Unknown fields are
 * kept but ignored, so pages written for the old site build unchanged.
 */
const fields = {
  /** Page title: the h1, the sidebar label and the `<title>`. Required. */
  title: z.string({ error: "`title` is required and must be a string" }).min(1, "`title` must not be empty").refine(isPrintable, "`title` must not contain control characters"),
  /** Meta description; the site's default sentence when absent. */
  description: z.string({ error: "`description` must be a string" }).refine(isPrintable, "`description` must not contain control characters").optional(),
  /**
   * What readers call the page's topic in their own words when the page does not use them (`source maps` for
   * Devtool): the search box weighs them as it weighs the title and description. Not shown on the page.
   */
  keywords: z
    .array(
      z
        .string({ error: "each keyword must be a string" })
        .min(1, "a keyword must not be empty")
        .refine((keyword) => !keyword.includes(","), "a keyword must not contain a comma (the search index separates keywords with commas)")
        .refine(isPrintable, "a keyword must not contain control characters"),
      { error: "`keywords` must be a list of strings" },
    )
    .optional(),
  /** Order within the section, lower first; blog posts use a date-like number. */
  sort: z.number({ error: "`sort` must be a number" }).optional(),
  /** Sidebar group heading; `-` means no heading. */
  group: z.string({ error: "`group` must be a string" }).optional(),
  /** GitHub handles of the page's authors, shown with avatars at the foot. */
  contributors: z.array(z.string({ error: "each contributor must be a GitHub handle (a string)" })).default([]),
  /** "Further Reading" links. */
  related: z
    .array(
      z.object({
        title: z.string({ error: "each `related` entry needs a `title` string" }),
        url: url.or(z.undefined()).refine((value) => value !== undefined, "each `related` entry needs a `url`"),
      }),
    )
    .default([]),
  /** Loader and plugin pages: the package's source code. */
  source: url.optional(),
  /** Where to edit this page; defaults to the docs repository's edit URL. */
  edit: url.optional(),
  /** Loader and plugin pages: the package's repository. */
  repo: url.optional(),
  /** The package is maintained outside the webpack organisation. */
  thirdParty: z.boolean({ error: "`thirdParty` must be true or false" }).optional(),
  /** On a section's index page: `false` keeps the section out of the header's Documentation links. */
  documentation: z.boolean({ error: "`documentation` must be true or false" }).optional(),
  /** On a section's index page: `false` gives the section no combined printable page. */
  printable: z.boolean({ error: "`printable` must be true or false" }).optional(),
  /** On a section's index page: `true` makes its pages posts (dated by their `YYYY-MM-DD-` file-name prefix, newest first, with teasers, listed on the index). */
  blog: z.boolean({ error: "`blog` must be true or false" }).optional(),
  /** On a section's index page: the section's name in the header and on its printable page, when the folder name capitalised is not it. */
  sectionTitle: z
    .string({ error: "`sectionTitle` must be a string" })
    .min(1, "`sectionTitle` must not be empty")
    .refine(isPrintable, "`sectionTitle` must not contain control characters")
    .optional(),
};

export const frontMatterSchema = z.looseObject(fields);

/** The fields the site uses (unknown ones are kept in the parsed data but not typed). */
export type FrontMatter = Omit<z.infer<z.ZodObject<typeof fields>>, "related"> & { related: { title: string; url: string }[] };
