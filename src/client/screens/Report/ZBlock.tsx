import Box from '@mui/material/Box'

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <Box component="tr">
      <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400, pr: 1 }}>
        {label}
      </Box>
      <Box component="td" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Box>
    </Box>
  )
}

/** A titled table of the Z report: a label and its figure to a row. */
export function Block({ title, rows }: { title: string; rows: [string, string | number][] }) {
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: '1em' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, borderBottom: '1px solid' }}>
        {title}
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      </tbody>
    </Box>
  )
}
