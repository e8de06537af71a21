import { Link } from 'react-router';
import type { PageModule } from '../../../contract/cms';
import {
  ImageModule,
  ParagraphModule,
  PromoteCategoryModule,
  RichTextModule,
  SliderModule,
  TitleModule,
} from '../../../contract/cms';
import { PromoteCategory } from './PromoteCategory';
import { Slider } from './Slider';
import { isInternalLink, unknownModuleComment } from './rules';
import styles from './cms.module.css';

/** One module of a legacy page, by type; HTML arrives sanitised by the server. */
export function ModuleView({ module }: { module: PageModule }) {
  const slider = SliderModule.safeParse(module);
  if (slider.success) return <Slider slides={slider.data.slides} duration={slider.data.duration} />;
  const tiles = PromoteCategoryModule.safeParse(module);
  if (tiles.success) return <PromoteCategory categories={tiles.data.categories} />;
  const title = TitleModule.safeParse(module);
  if (title.success) return <h2 className={styles.title}>{title.data.text}</h2>;
  const paragraph = ParagraphModule.safeParse(module);
  if (paragraph.success) {
    const { lines, html } = paragraph.data;
    if (html !== null)
      return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <p className={styles.paragraph}>
        {(lines ?? []).map((line, i) => (
          <span key={i}>
            {i > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
    );
  }
  const image = ImageModule.safeParse(module);
  if (image.success) return <ImageView {...image.data} />;
  const rich = RichTextModule.safeParse(module);
  if (rich.success)
    return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: rich.data.html }} />;
  return <div hidden dangerouslySetInnerHTML={{ __html: unknownModuleComment(module.type) }} />;
}

interface ImageProps {
  src: string;
  alt: string;
  link: string | null;
  newWindow: boolean;
}

function ImageView({ src, alt, link, newWindow }: ImageProps) {
  if (!src) return null;
  const img = <img className={styles.image} src={src} alt={alt} loading="lazy" />;
  if (!link) return img;
  const external = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isInternalLink(link) && !newWindow) return <Link to={link}>{img}</Link>;
  return (
    <a href={link} {...external}>
      {img}
    </a>
  );
}
