/** One message webpack (or its runtime, dev server or CLI) prints, and the errors-catalogue entry that explains it. */
export interface ErrorTemplate {
  /** The message as printed, its variable parts as `{name}`: "Can't resolve '{request}' in '{context}'". */
  template: string;
  /** The entry's URL with its heading: "/errors/module-not-found/#cant-resolve". */
  url: string;
  /** The entry's heading, shown as the result's section title. */
  title: string;
  /** The documentation section the entry is in, when not the errors section. */
  section?: string;
}
