import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, paths } from "../paths.ts";
import { deprecationsOf } from "./deprecations.ts";
import { directMessagesOf } from "./direct-messages.ts";
import { errorClassesOf } from "./error-classes.ts";
import type { MessageCatalogue, MessageFact } from "./model.ts";
import { codeFilesOf, findPackage, type InstalledPackage } from "./packages.ts";
import { readerSource } from "./reader-key.ts";
import { runtimeMessagesOf } from "./runtime-messages.ts";
import { toolMessagesOf } from "./tool-messages.ts";

/** Where the first release of each message is recorded (`npm run messages:history` refreshes it). */
export const HISTORY_FILE = path.join(REPO_ROOT, "data", "message-history.json");

/** Per package: the releases whose code was read, oldest first, and the first of them that has each message. */
export type MessageHistory = Record<string, { checked: string[]; firstSeen: Record<string, string> }>;

export interface CatalogueOptions {
  /**
   * Where packages are looked for, in order (each folder's `node_modules`
   * upwards): the site's own install by default, which holds all three.
   */
  roots?: readonly string[];
  /** Cache folder (`.cache` by default): the catalogue is kept by the packages' versions and this folder's code. */
  cacheDir?: string;
  historyFile?: string;
}

/**
 * Every message the installed webpack, webpack-dev-server and webpack-cli
 * can print (README: "The errors catalogue"), with where each is raised and,
 * where `data/message-history.json` says so, the release that introduced it.
 * Reading the code takes a few seconds, so the result is cached under the
 * packages' versions and the reader's own source.
 */
export function installedCatalogue(options: CatalogueOptions = {}): MessageCatalogue {
  const roots = options.roots ?? [REPO_ROOT];
  const webpack = findPackage("webpack", roots);
  if (!webpack) throw new Error(`webpack is not installed under ${roots.join(", ")}: run npm install`);
  const schemaUtils = findPackage("schema-utils", [webpack.dir]);
  const devServer = findPackage("webpack-dev-server", roots);
  const cli = findPackage("webpack-cli", roots);
  const packages = [webpack, schemaUtils, devServer, cli].filter((pkg): pkg is InstalledPackage => pkg !== undefined);
  const historyFile = options.historyFile ?? HISTORY_FILE;
  const history = existsSync(historyFile) ? readFileSync(historyFile, "utf8") : "";
  const key = createHash("sha256")
    .update(packages.map((pkg) => `${pkg.name}@${pkg.version}:${pkg.dir}`).join("\n"))
    .update(readerSource())
    .update(history)
    .digest("hex")
    .slice(0, 16);
  const cacheFile = path.join(options.cacheDir ?? paths.cache, "messages", `catalogue-${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, "utf8")) as MessageCatalogue;

  const webpackFiles = codeFilesOf(webpack);
  const messages: MessageFact[] = [
    ...errorClassesOf(webpack, webpackFiles),
    ...(schemaUtils ? errorClassesOf(schemaUtils, codeFilesOf(schemaUtils), { only: ["ValidationError"] }) : []),
    ...deprecationsOf(webpack, webpackFiles),
    ...directMessagesOf(webpack, webpackFiles),
    ...runtimeMessagesOf(webpack, webpackFiles),
    ...(devServer ? toolMessagesOf(devServer, codeFilesOf(devServer)) : []),
    ...(cli ? toolMessagesOf(cli, codeFilesOf(cli)) : []),
  ];
  if (history) addSince(messages, JSON.parse(history) as MessageHistory);
  const catalogue: MessageCatalogue = { packages: packages.map(({ name, version }) => ({ name, version })), messages };
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(catalogue));
  return catalogue;
}

/** A message's `since`: the first release read that has it, unless that is the oldest one read (then the history does not say). */
export function addSince(messages: MessageFact[], history: MessageHistory): void {
  for (const fact of messages) {
    const record = history[fact.package];
    const first = record?.firstSeen[fact.id];
    if (record && first && first !== record.checked[0]) fact.since = first;
  }
}
