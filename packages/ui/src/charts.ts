// `@csi/ui/charts`: the usage charts. Needs the optional peers chart.js and react-chartjs-2.
export * from './components/Charts';
