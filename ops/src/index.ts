export { exprOf, loadDashboard, type Dashboard, type Panel } from './dashboard.js';
export { emptyPanels, recordDashboard, seriesOfPanels, type Recording, type StackUnderTest } from './dashboard-run.js';
export { hasPrometheus, PROMETHEUS_BIN } from './prometheus.js';
export { renderDashboard } from './render-dashboard.js';
