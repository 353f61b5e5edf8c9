import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_DATA_ID, serverRenderDataTag } from './serverRenderData';

describe('server render data block', () => {
  it('carries any text without letting it close the script', () => {
    const hostile = '</script><script>alert(1)</script> \u2028 <!--';
    const data = { renderedAt: 1, pollOrders: { p: [1, 0] }, responses: { q: { data: { title: hostile } } } };
    const tag = serverRenderDataTag(data);
    const body = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(tag.startsWith(`<script type="application/json" id="${SERVER_RENDER_DATA_ID}">`)).toBe(true);
    expect(body).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(body)).toEqual(data);
  });
});
