export { ReportRuleChange } from './components/report-rule-change';
