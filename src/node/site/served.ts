import type { Served } from "../content/load-site.ts";
import { paths } from "../paths.ts";
import { APP_ROUTE_URLS } from "../../shared/app-routes.ts";
import { STATIC_FILES } from "./static-files.ts";

/** What this site serves besides content pages, for the link check of every caller of loadSite. */
export const SERVED: Served = { routes: APP_ROUTE_URLS, files: STATIC_FILES, publicDir: paths.public };
