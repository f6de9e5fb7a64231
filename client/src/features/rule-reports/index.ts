export { ReportRuleChange } from './components/report-rule-change';
export { MyRuleReports } from './components/my-rule-reports';
