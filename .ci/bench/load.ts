// Load-generator pieces the API benches share.

// Never the same address twice in one bench process, warm-ups included: the per-address limits
// must not answer instead of the shop.
let n = 0;

/** autocannon options that send each request from another parent's address (X-Forwarded-For). */
export function fromNewAddressEachRequest() {
  return {
    requests: [
      {
        setupRequest: (req: { headers?: Record<string, string> }) => {
          n += 1;
          req.headers = {
            ...req.headers,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          };
          return req;
        },
      },
    ],
  };
}

/** Waits until `url` answers 2xx (a server starting), up to `seconds`. */
export async function waitFor(url: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 2; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
