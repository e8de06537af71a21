import type { Slide } from '../../../contract/cms';
import { buttonClass, ButtonLink } from '../../ui/Button';
import { isInternalLink } from './rules';

/** The slide's button, a shop link or an outside link; nothing without text and link. */
export function SlideButton({ slide }: { slide: Slide }) {
  if (!slide.buttonText || !slide.link) return null;
  if (isInternalLink(slide.link))
    return <ButtonLink to={slide.link}>{slide.buttonText}</ButtonLink>;
  return (
    <a className={buttonClass({})} href={slide.link} rel="noreferrer">
      {slide.buttonText}
    </a>
  );
}
