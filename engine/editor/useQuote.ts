import { useEffect, useState } from 'react';
import type { CartLine, EditorPorts } from './ports';

/**
 * The total the buy menu shows for the chosen lines, as the shop prices them; null while it is
 * asked, without lines, or when the shop cannot say (the menu then shows no total rather than a
 * wrong one). A newer choice wins over an older answer still on its way.
 */
export function useQuote(
  ports: Pick<EditorPorts, 'quoteTotal'>,
  productUuid: string,
  lines: CartLine[],
  active: boolean,
): string | null {
  const [total, setTotal] = useState<string | null>(null);
  const key = JSON.stringify(lines);
  useEffect(() => {
    setTotal(null);
    if (!active || lines.length === 0) return;
    let current = true;
    ports.quoteTotal({ productUuid, lines }).then(
      (label) => current && setTotal(label),
      () => current && setTotal(null),
    );
    return () => {
      current = false;
    };
    // `key` stands for `lines`: a new array with the same lines asks nothing new.
  }, [active, key, productUuid]); // eslint-disable-line react-hooks/exhaustive-deps
  return total;
}
