export {
  BoxCoverageCalculator,
  type BoxCoverageCalculatorProps,
} from './box-coverage-calculator';
