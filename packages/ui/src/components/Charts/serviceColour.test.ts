import { tokens } from '../../theme';
import { serviceColour } from './serviceColour';

describe('serviceColour', () => {
  it('gives a service the same colour whatever the other services and their order', () => {
    const palette = tokens.color.chart;
    const first = ['data-security', 'metadata-viewer', 'pdf-security'].map((s) => serviceColour(s, palette));
    const reversed = ['pdf-security', 'metadata-viewer', 'data-security'].map((s) => serviceColour(s, palette));
    expect(reversed).toEqual([...first].reverse());
    expect(serviceColour('pdf-security', palette)).toBe(serviceColour('pdf-security', [...palette]));
  });

  it("gives the product's three services three different colours of the chart palette", () => {
    const colours = ['data-security', 'metadata-viewer', 'pdf-security'].map((s) =>
      serviceColour(s, tokens.color.chart),
    );
    expect(new Set(colours).size).toBe(3);
    for (const colour of colours) expect(tokens.color.chart).toContain(colour);
  });
});
