// The designer gallery's HTML: every fixture template with its validation result, and per
// rendered part the engine's render, the expected PNG and the diff.
import path from 'node:path';
import { loadInstanceFile, readTemplateJson, templateFolders } from '../fixtures/load';
import { validateTemplate } from '../engine/model/validate/template';
import { MAX_DIFF_RATIO } from './compare';
import { type CaseResult, caseId } from './renderFixtures';

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function status(r: CaseResult): { label: string; tone: 'ok' | 'bad' | 'new' } {
  if (r.error) return { label: `error: ${r.error}`, tone: 'bad' };
  if (!r.comparison)
    return { label: 'new: no expected PNG yet (npm run visual:update)', tone: 'new' };
  const { diffPixels, ratio, ok, reason } = r.comparison;
  if (reason) return { label: reason, tone: 'bad' };
  const label = `${diffPixels} px differ (${(ratio * 100).toFixed(3)} %, limit ${MAX_DIFF_RATIO * 100} %)`;
  return { label, tone: ok ? 'ok' : 'bad' };
}

const figure = (title: string, src: string | null, from: string) =>
  `<figure><figcaption>${title}</figcaption>${
    src
      ? `<img loading="lazy" src="${escape(path.relative(from, src))}" alt="${title}">`
      : '<div class="none">none</div>'
  }</figure>`;

export function galleryHtml(results: CaseResult[], pageDir: string): string {
  const sections = templateFolders().map((folder) => {
    const validation = validateTemplate(readTemplateJson(folder));
    const json = readTemplateJson(folder) as {
      name?: { en?: string };
      type?: string;
      formatSize?: string;
    };
    const rows = results
      .filter((r) => r.folder === folder)
      .map((r) => {
        const s = status(r);
        const file = loadInstanceFile(folder, r.name);
        const expected = r.comparison || r.updated ? r.expectedPath : null;
        return `<div class="case ${s.tone}" id="${escape(caseId(r))}">
          <h3>${escape(r.name)} · ${escape(r.partId)} <small>${escape(file.locale)} — ${escape(file.description)}</small></h3>
          <p class="status">${escape(s.label)}</p>
          <div class="images">${figure('render', r.actualPath, pageDir)}${figure('expected', expected, pageDir)}${figure('diff', r.diffPath, pageDir)}</div>
        </div>`;
      })
      .join('');
    const valid = validation.ok
      ? '<span class="ok">valid</span>'
      : `<span class="bad">invalid: ${escape(validation.error)}</span>`;
    return `<section><h2>${escape(json.name?.en ?? folder)} <small>${escape(folder)} · ${escape(json.type ?? '?')} · ${escape(json.formatSize ?? '?')}</small></h2>
      <p>${valid}</p>${rows ? `<div class="cases">${rows}</div>` : '<p>No instances in instances/*.json yet.</p>'}</section>`;
  });
  const failed = results.filter((r) => status(r).tone === 'bad').length;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keepsake template gallery</title>
<style>
body{font:14px system-ui,sans-serif;margin:0 16px 40px;background:#f4f5f7;color:#263238}
h1{margin:16px 0 4px} h2{margin:28px 0 4px} small{color:#607d8b;font-weight:normal}
.cases{display:grid;grid-template-columns:repeat(auto-fill,minmax(520px,1fr));gap:0 12px}
.case{background:#fff;border-radius:8px;padding:8px 12px;margin:10px 0;border-left:6px solid #90a4ae}
.case.ok{border-color:#5ab880}.case.bad{border-color:#c52b2b}.case.new{border-color:#c5bb2b}
.images{display:flex;gap:12px;flex-wrap:wrap} figure{margin:0} figcaption{font-size:12px;color:#607d8b}
img{max-height:260px;max-width:240px;box-shadow:0 1px 3px rgba(0,0,0,.3);background:#fff}
.none{width:120px;height:60px;display:grid;place-items:center;color:#90a4ae;border:1px dashed #b0bec5}
.ok{color:#2e7d32}.bad{color:#c52b2b} .status{margin:2px 0 6px}
</style></head><body>
<h1>Keepsake template gallery</h1>
<p>${results.length} renders, ${failed} failing. Drop a template folder into fixtures/templates/ (template.json, art/, instances/*.json) and run <code>npm run gallery</code>.</p>
${sections.join('\n')}
</body></html>`;
}
