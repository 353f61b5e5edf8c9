// The web build that npm start serves publishes no source maps (issue 8: none in production).
import { describe, expect, it } from 'vitest';
import viteConfig from '../../web/vite.config.ts';

describe('the web build', () => {
  it('emits no source maps', () => {
    expect(viteConfig.build?.sourcemap).toBe(false);
  });
});
