import { useMemo, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { callingCodeOptions, type CallingCodeOption } from '../../../domain/phone'
import {
  validateCustomer,
  type CustomerField,
  type CustomerForm,
} from '../../../domain/sale/customerForm'
import { ActionBar } from '../../components/ActionBar'
import { Clock } from '../../components/Clock'

export interface CustomerFormScreenProps {
  /** The student id of an existing customer; null when creating one. */
  studentId: string | null
  initial: CustomerForm
  onSubmit: (form: CustomerForm) => void
  onCancel: () => void
  now?: Date
}

const FIELDS: {
  field: CustomerField
  label: string
  type?: string
  inputMode?: 'email' | 'tel' | 'numeric' | 'text'
  autoComplete: string
}[] = [
  { field: 'name', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastname', label: 'Last name', autoComplete: 'family-name' },
  { field: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  { field: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { field: 'address', label: 'Street Address', autoComplete: 'street-address' },
  { field: 'suburb', label: 'Suburb', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'postcode', label: 'Postcode', inputMode: 'numeric', autoComplete: 'postal-code' },
]

function countryFor(options: CallingCodeOption[], code: string): string {
  return options.find((o) => o.code === code.replace(/\D/g, ''))?.country ?? 'AU'
}

/** Student Details (an existing student) or Create Customer: the shipping details of a sale. */
export function CustomerFormScreen({
  studentId,
  initial,
  onSubmit,
  onCancel,
  now,
}: CustomerFormScreenProps) {
  const options = useMemo(() => callingCodeOptions(), [])
  const [form, setForm] = useState<CustomerForm>(initial)
  const [country, setCountry] = useState(() => countryFor(options, initial.countrycode || '61'))
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  // Every rule runs again on each change, so changing the country re-checks the phone at once.
  const errors = validateCustomer(form)
  const shown = (field: CustomerField) => (submitted || touched[field] ? errors[field] : undefined)

  const change = (field: CustomerField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    setTouched((t) => ({ ...t, [field]: true }))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(errors).length === 0) onSubmit(form)
  }

  return (
    <Dialog open fullScreen aria-labelledby="customer-title">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 4 } }}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 2,
                mb: 3,
              }}
            >
              <Box>
                <Typography id="customer-title" variant="h2" component="h1">
                  {studentId ? 'Student Details' : 'Create Customer'}
                </Typography>
                {studentId && (
                  <Typography variant="h6" component="p">
                    ID: {studentId}
                  </Typography>
                )}
              </Box>
              <Clock now={now} variant="h6" color="text.secondary" />
            </Box>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}
            >
              {FIELDS.slice(0, 2).map(({ field, label, autoComplete }) => (
                <TextField
                  key={field}
                  label={label}
                  required
                  value={form[field]}
                  onChange={(e) => change(field, e.target.value)}
                  error={Boolean(shown(field))}
                  helperText={shown(field) ?? ' '}
                  slotProps={{ htmlInput: { autoComplete } }}
                />
              ))}
              <Box sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', gap: 1.5 }}>
                <TextField
                  select
                  label="Country code"
                  value={country}
                  onChange={(e) => {
                    const next = options.find((o) => o.country === e.target.value)
                    if (!next) return
                    setCountry(next.country)
                    setForm((f) => ({ ...f, countrycode: next.code }))
                    if (form.phone) setTouched((t) => ({ ...t, phone: true }))
                  }}
                  slotProps={{
                    select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } },
                  }}
                >
                  {options.map((option) => (
                    <MenuItem key={option.country} value={option.country}>
                      {option.name} +{option.code}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="Phone"
                  type="tel"
                  required
                  value={form.phone}
                  onChange={(e) => change('phone', e.target.value)}
                  error={Boolean(shown('phone'))}
                  helperText={shown('phone') ?? ' '}
                  slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' } }}
                />
              </Box>
              {FIELDS.slice(3).map(({ field, label, type, inputMode, autoComplete }) => (
                <TextField
                  key={field}
                  label={label}
                  type={type ?? 'text'}
                  required
                  value={form[field]}
                  onChange={(e) => change(field, e.target.value)}
                  error={Boolean(shown(field))}
                  helperText={shown(field) ?? ' '}
                  slotProps={{ htmlInput: { inputMode, autoComplete } }}
                />
              ))}
            </Box>
          </Box>
        </Box>
        {/* The form scrolls above its actions; SUBMIT never leaves the screen. */}
        <ActionBar label="Customer actions">
          <Button variant="outlined" size="large" onClick={onCancel}>
            Cancel and go back
          </Button>
          <Button type="submit" size="large">
            Submit
          </Button>
        </ActionBar>
      </Box>
    </Dialog>
  )
}
