import { pastelColor } from './pastelColor';

describe('pastelColor', () => {
  it('gives the same colour for the same seed', () => {
    expect(pastelColor('sql injection')).toBe(pastelColor('sql injection'));
    expect(pastelColor(7)).toBe(pastelColor('7'));
  });

  it('gives a light pastel hsl colour', () => {
    expect(pastelColor('phishing')).toMatch(/^hsl\((\d|[1-9]\d|[12]\d\d|3[0-5]\d), 70%, 85%\)$/);
  });

  it('spreads different seeds over different hues', () => {
    const hues = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((s) => pastelColor(s)));
    expect(hues.size).toBeGreaterThan(3);
  });

  it('picks a random hue without a seed', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(pastelColor()).toBe('hsl(180, 70%, 85%)');
    random.mockRestore();
  });
});
