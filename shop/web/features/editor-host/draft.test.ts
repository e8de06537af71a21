// @vitest-environment happy-dom
// Drafts live in the browser's localStorage, so this file runs in a simulated DOM.
import { afterEach, describe, expect, it } from 'vitest';
import { newDesignDraftKey, readDraft, writeDraft, type Draft } from './draft';

const draft: Draft = {
  template: { uuid: 'winter-card', version: 1 },
  templateData: { year: 2026, userResources: [] } as unknown as Draft['templateData'],
};

afterEach(() => localStorage.clear());

describe('drafts of a new design', () => {
  it("keeps one child's half-made design away from the other child's editor", () => {
    writeDraft(newDesignDraftKey('card', 'winter', 'emma'), draft);
    expect(readDraft(newDesignDraftKey('card', 'winter', 'jonas'))).toBeNull();
    expect(readDraft(newDesignDraftKey('card', 'winter', 'emma'))).toEqual(draft);
  });

  it('finds a draft saved before any child was chosen while none is', () => {
    writeDraft(newDesignDraftKey('card', 'winter', null), draft);
    expect(readDraft(newDesignDraftKey('card', 'winter', null))).toEqual(draft);
    expect(readDraft(newDesignDraftKey('card', 'winter', 'emma'))).toBeNull();
  });
});
