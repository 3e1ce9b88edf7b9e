import type { IncomingMessage, ServerResponse } from "node:http";
import { PAGE_UPDATE_EVENT, PAGE_UPDATES_PATH, type ContentProblem, type ContentUpdate } from "../../shared/dev-updates.ts";

/**
 * The page updates' event stream (server-sent events), a plain middleware:
 * every open page listens, and gets each content update and the content
 * errors as they happen; one that connects while an error stands gets it at once.
 */
export class PageUpdates {
  private readonly clients = new Set<ServerResponse>();
  private errors: ContentProblem[] = [];

  readonly middleware = (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (request.url !== PAGE_UPDATES_PATH) return next();
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
    response.write(": page updates\n\n");
    if (this.errors.length) response.write(message(PAGE_UPDATE_EVENT.errors, this.errors));
    this.clients.add(response);
    request.on("close", () => this.clients.delete(response));
  };

  update(update: ContentUpdate): void {
    if (this.errors.length) this.showErrors([]);
    this.send(message(PAGE_UPDATE_EVENT.update, update));
  }

  /** The errors that stopped the last save; an empty list when they are gone. */
  showErrors(errors: ContentProblem[]): void {
    this.errors = errors;
    this.send(message(PAGE_UPDATE_EVENT.errors, errors));
  }

  /** The search index was made again. */
  searchChanged(): void {
    this.send(message(PAGE_UPDATE_EVENT.search, null));
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private send(text: string): void {
    for (const client of this.clients) client.write(text);
  }
}

function message(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
