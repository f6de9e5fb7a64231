/** The rule reports' part of the back office's Community tab: only the admin dashboard imports it. */
export { BeachRuleReports } from './components/beach-rule-reports';
export { RuleReportsSection } from './components/rule-reports-section';
