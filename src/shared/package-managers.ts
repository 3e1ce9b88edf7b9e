/** The package managers an install block offers, the first being the default. */
export const PACKAGE_MANAGERS = ["npm", "yarn", "pnpm"] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Local-storage key of the reader's package manager, and the root attribute that shows its tab. */
export const PACKAGE_MANAGER_KEY = "package-manager";
export const PACKAGE_MANAGER_ATTRIBUTE = "data-package-manager";
