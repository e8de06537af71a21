import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModuleView } from './ModuleView';

describe('ModuleView', () => {
  it('leaves only a hidden comment for an unknown module type', () => {
    const html = renderToStaticMarkup(<ModuleView module={{ type: 'Carousel--><script>' }} />);
    expect(html).toBe('<div hidden=""><!-- Unknown module type: Carouselscript --></div>');
  });

  it('renders plain paragraphs line by line, as text', () => {
    const html = renderToStaticMarkup(
      <ModuleView module={{ type: 'Paragraph', lines: ['One', '<b>Two</b>'], html: null }} />,
    );
    expect(html).toContain('One');
    expect(html).toContain('<br/>');
    expect(html).toContain('&lt;b&gt;Two&lt;/b&gt;');
  });

  it('renders a title and the server-sanitised rich text', () => {
    expect(renderToStaticMarkup(<ModuleView module={{ type: 'Title', text: 'FAQ' }} />)).toMatch(
      /<h2[^>]*>FAQ<\/h2>/,
    );
    const rich = renderToStaticMarkup(
      <ModuleView module={{ type: 'RichText', html: '<p>Hi <strong>there</strong></p>' }} />,
    );
    expect(rich).toContain('<p>Hi <strong>there</strong></p>');
  });
});
