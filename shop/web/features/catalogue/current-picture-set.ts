import { useCallback, useState } from 'react';
import {
  type CurrentSet,
  readCurrentPictureSet,
  rememberPictureSet,
} from '../../lib/current-picture-set';

export { type CurrentSet, readCurrentPictureSet } from '../../lib/current-picture-set';

export function useCurrentPictureSet(): [CurrentSet | null, (set: CurrentSet) => void] {
  const [current, setCurrent] = useState<CurrentSet | null>(readCurrentPictureSet);
  const choose = useCallback((set: CurrentSet) => {
    rememberPictureSet(set);
    setCurrent(set);
  }, []);
  return [current, choose];
}
