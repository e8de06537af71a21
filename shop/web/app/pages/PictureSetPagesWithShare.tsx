import type { PictureSet } from '../../../contract/picture-sets';
import { PictureSetPage } from '../../features/picture-sets/PictureSetPage';
import { PictureSetsPage } from '../../features/picture-sets/PictureSetsPage';
import { ShareButton } from '../../features/share/ShareButton';

// Features do not import one another: the app puts the share button on the picture-set pages.
const share = (set: PictureSet) => <ShareButton subjectUuid={set.subject.uuid} />;

/** /my-account/picture-sets: each card can open the share dialog with its set chosen. */
export function PictureSetsPageWithShare() {
  return <PictureSetsPage setActions={share} />;
}

/** /my-account/picture-sets/:pictureSetUuid: share opens with this set chosen. */
export function PictureSetPageWithShare() {
  return <PictureSetPage setActions={share} />;
}
