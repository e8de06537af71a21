import { describe, expect, it } from 'vitest';
import { cmsPages } from '../../db/schema';
import { sharedTestApp } from '../../test/hooks';
import { Browser } from '../../test/client';

const app = sharedTestApp();

describe('GET /api/webshop/legacy-pages/:id', () => {
  it('serves the seeded page with its slider and category tiles', async () => {
    const res = await new Browser(app()).get('/api/webshop/legacy-pages/how-it-works');
    expect(res.statusCode).toBe(200);
    const { page } = res.json();
    expect(page.title).toBe('How it works');
    expect(page.modules.map((m: { type: string }) => m.type)).toEqual([
      'Slider',
      'Title',
      'Paragraph',
      'Title',
      'PromoteCategory',
    ]);
    expect(page.modules[0].duration).toBe(5);
    expect(page.modules[0].slides).toHaveLength(3);
    expect(page.modules[2]).toEqual({
      type: 'Paragraph',
      lines: [
        'Keepsake is the web shop of your school photographer.',
        'Everything you order is printed on quality paper and checked by hand.',
      ],
      html: null,
    });
  });

  it('answers in the session language', async () => {
    const b = new Browser(app());
    await b.post('/api/webshop/user/language', { lang: 'nb' });
    const { page } = (await b.get('/api/webshop/legacy-pages/photo-day-faq')).json();
    expect(page.title).toBe('Spørsmål om fotodagen');
  });

  it("answers 404 'Page not found'", async () => {
    const res = await new Browser(app()).get('/api/webshop/legacy-pages/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Page not found' });
  });

  it('makes XSS in stored content inert and keeps unknown types as names only', async () => {
    const modules = [
      { type: 'RichText', html: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' },
      { type: 'Paragraph', html: true, text: '<a href="javascript:alert(1)">click</a>' },
      { type: 'Paragraph', text: '<b>not html</b>' },
      { type: 'Image', src: 'javascript:alert(1)', alt: 'x', link: 'javascript:alert(2)' },
      {
        type: 'Slider',
        slides: [
          {
            background: 'javascript:x',
            title: 't',
            text: '',
            buttonText: 'Go',
            link: '//evil.test',
          },
        ],
      },
      { type: 'Carousel3D', secret: '<script>' },
    ];
    await app()
      .db.insert(cmsPages)
      .values({
        id: 'xss',
        title: { en: 'XSS', nb: 'XSS', sv: 'XSS' },
        modules: { en: modules, nb: [], sv: [] },
      });
    const { page } = (await new Browser(app()).get('/api/webshop/legacy-pages/xss')).json();
    const json = JSON.stringify(page.modules);
    expect(json).not.toMatch(/<script|onerror|javascript:|evil/i);
    expect(page.modules[0]).toEqual({ type: 'RichText', html: '<p>Hi<img src="x" /></p>' });
    expect(page.modules[1].html).toBe('<a>click</a>');
    expect(page.modules[2].lines).toEqual(['<b>not html</b>']);
    expect(page.modules[3]).toMatchObject({ src: '', link: null });
    expect(page.modules[4].duration).toBe(5);
    expect(page.modules[5]).toEqual({ type: 'Carousel3D' });
  });
});
