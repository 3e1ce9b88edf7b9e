import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const paths = {
  app: path.join(REPO_ROOT, "src/app"),
  content: path.join(REPO_ROOT, "content"),
  dist: path.join(REPO_ROOT, "dist"),
  public: path.join(REPO_ROOT, "public"),
  cache: path.join(REPO_ROOT, ".cache"),
};
