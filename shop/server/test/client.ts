import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let nextIp = 1;

/**
 * A browser in tests: keeps the cookies the server sets and sends them back, from its own IP
 * address so the per-IP limits of one test do not touch another.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(private readonly app: FastifyInstance) {
    this.ip = `10.0.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
    nextIp += 1;
  }

  get sessionToken(): string | undefined {
    return this.cookies.get('keepsake_session');
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const cleared =
        c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, body?: object): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url, ...(body === undefined ? {} : { payload: body }) });
  }
}
