import styles from './charts.module.css';

/** The figures a chart draws, as a table only screen readers see (the SVG itself is one image). */
export function ChartTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, number | string][] }) {
  return (
    // Wrapped: a table ignores a 1-px height, and its rows would stretch the page.
    <div className={styles.srOnly}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
