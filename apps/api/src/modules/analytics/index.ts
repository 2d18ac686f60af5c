// The module's public surface for other modules (eslint.config.js zones): the CSV notation its files use.
export { byteOrderMark, csvWriter, type CsvCell } from './csv-writer';
