import { describe, expect, it } from 'vitest';
import { themeIdFromStage } from '../../src/ui/features/login/stage-theme.js';

describe('the theme a journey page names in its stage', () => {
  it('reads themeId= among the stage settings, and a JSON stage object', () => {
    expect(themeIdFromStage('themeId=5b0c2f1a')).toBe('5b0c2f1a');
    expect(themeIdFromStage('themeid=Contrast')).toBe('Contrast');
    expect(themeIdFromStage('layout=wide, themeId=Pink Sensations ,x=1')).toBe('Pink Sensations');
    expect(themeIdFromStage('{"themeId":" Contrast "}')).toBe('Contrast');
  });

  it('finds none in a plain stage name, a broken or empty one, or no stage', () => {
    expect(themeIdFromStage('Registration')).toBeNull();
    expect(themeIdFromStage('mythemeId=x')).toBeNull();
    expect(themeIdFromStage('themeId=')).toBeNull();
    expect(themeIdFromStage('{"themeId":')).toBeNull();
    expect(themeIdFromStage('{"themeId":42}')).toBeNull();
    expect(themeIdFromStage('')).toBeNull();
    expect(themeIdFromStage(null)).toBeNull();
    expect(themeIdFromStage(undefined)).toBeNull();
  });
});
