const loaded = vi.hoisted(() => new Set<string>());

vi.mock('chart.js', async (importOriginal) => {
  loaded.add('chart.js');
  return importOriginal();
});
vi.mock('react-chartjs-2', async (importOriginal) => {
  loaded.add('react-chartjs-2');
  return importOriginal();
});

describe('given the charts of @csi/ui/charts (they fetch chart.js when they first render)', () => {
  it('importing the entry point does not load chart.js or react-chartjs-2', async () => {
    const ui = await import('../../charts');
    expect(ui.MonthlyUsageChart.$$typeof).toBe(Symbol.for('react.forward_ref'));
    expect(ui.WeeklyUsageChart.$$typeof).toBe(Symbol.for('react.forward_ref'));
    expect(ui.ServiceUsagePie.$$typeof).toBe(Symbol.for('react.forward_ref'));
    expect(ui.ErrorsLatencyChart.$$typeof).toBe(Symbol.for('react.forward_ref'));
    expect([...loaded]).toEqual([]);
  });
});
