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
    expect(typeof ui.MonthlyUsageChart).toBe('function');
    expect(typeof ui.WeeklyUsageChart).toBe('function');
    expect(typeof ui.ServiceUsagePie).toBe('function');
    expect(typeof ui.ErrorsLatencyChart).toBe('function');
    expect([...loaded]).toEqual([]);
  });
});
