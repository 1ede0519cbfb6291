import { useMemo, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import { callingCodeOptions, type CallingCodeOption } from '../../../domain/phone'
import {
  validateCustomer,
  type CustomerField,
  type CustomerForm,
} from '../../../domain/sale/customerForm'
import { ActionBar } from '../../components/ActionBar'
import { CustomerHeading } from './CustomerHeading'
import { CustomerTextField } from './CustomerTextField'
import { FIELDS } from './customerFields'
import { PhoneField } from './PhoneField'

export interface CustomerFormScreenProps {
  /** The student id of an existing customer; null when creating one. */
  studentId: string | null
  /** What the fields hold when the form opens. */
  initial: CustomerForm
  /** The form was sent with every field valid. */
  onSubmit: (form: CustomerForm) => void
  /** Cancel was tapped: back to the store. */
  onCancel: () => void
  /** A fixed moment for the clock in the header; without it the clock runs. */
  now?: Date
}

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

  const textField = (spec: (typeof FIELDS)[number]) => (
    <CustomerTextField
      key={spec.field}
      spec={spec}
      value={form[spec.field]}
      error={shown(spec.field)}
      onChange={(value) => change(spec.field, value)}
    />
  )

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
            <CustomerHeading studentId={studentId} now={now} />
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}
            >
              {FIELDS.slice(0, 2).map(textField)}
              <PhoneField
                options={options}
                country={country}
                phone={form.phone}
                error={shown('phone')}
                onCountry={(next) => {
                  setCountry(next.country)
                  setForm((f) => ({ ...f, countrycode: next.code }))
                  if (form.phone) setTouched((t) => ({ ...t, phone: true }))
                }}
                onPhone={(value) => change('phone', value)}
              />
              {FIELDS.slice(3).map(textField)}
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
