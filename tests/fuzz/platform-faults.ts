import type { Server } from 'node:http';

/** Counts the platform's 5xx answers, seen on its HTTP server whatever route or hook answered. */
export class PlatformFaults {
  count = 0;
  readonly recent: string[] = [];

  constructor(server: Server) {
    server.prependListener('request', (request, response) => {
      response.on('finish', () => {
        if (response.statusCode < 500) return;
        this.count += 1;
        this.recent.push(
          `${request.method} ${request.url?.slice(0, 200)} → ${response.statusCode}`,
        );
        if (this.recent.length > 5) this.recent.shift();
      });
    });
  }
}
