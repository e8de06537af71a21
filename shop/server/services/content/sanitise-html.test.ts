import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps text structure, links and images', () => {
    expect(sanitiseHtml('<p>Hello <strong>there</strong><br>again</p>')).toBe(
      '<p>Hello <strong>there</strong><br />again</p>',
    );
    expect(sanitiseHtml('<a href="/contact-us">Contact</a>')).toBe(
      '<a href="/contact-us">Contact</a>',
    );
    expect(sanitiseHtml('<img src="https://x.test/a.png" alt="A">')).toBe(
      '<img src="https://x.test/a.png" alt="A" />',
    );
  });

  it('makes XSS payloads inert', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<iframe src="https://evil.test"></iframe>',
      '<svg onload=alert(1)><circle/></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<form action="https://evil.test"><input name=a></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const payload of payloads) {
      const clean = sanitiseHtml(payload);
      expect(clean).not.toMatch(
        /<script|onerror|onload|onclick|javascript:|<iframe|<svg|<form|<style|data:/i,
      );
    }
  });

  it('adds rel to links opening a new window and drops other targets', () => {
    expect(sanitiseHtml('<a href="https://a.test" target="_blank">a</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitiseHtml('<a href="https://a.test" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.test">a</a>',
    );
  });
});
