import { describe, expect, it } from 'vitest'
import { plainDeliveryError } from './deliveryErrors'

describe('a delivery error in plain words', () => {
  it.each([
    [
      'The mail server refused the message: Can’t send mail - all recipients were rejected: 550 Mailbox unavailable',
      /refused the address/,
    ],
    [
      'The mail server refused the message: 553 5.1.3 Bad recipient address syntax',
      /refused the address/,
    ],
    ['The mail server refused the message: Invalid login: 535 Authentication failed', /sign-in/],
    ['The mail server did not answer within 10 s.', /did not answer in 10 s/],
    ['The mail server refused the message: Greeting never received', /did not answer in 10 s/],
    [
      'The mail server refused the message: connect ECONNREFUSED 127.0.0.1:2525',
      /could not be reached/,
    ],
    [
      'The mail server refused the message: getaddrinfo ENOTFOUND smtp.example.invalid',
      /name could not be found/,
    ],
    ['The mail server refused the message: 451 4.3.0 Try again later', /try later/],
    ['The mail server refused the message: 554 Transaction failed', /refused the message\.$/],
    ['something nobody foresaw', /did not take the receipt/],
  ])('mail: %s', (raw, plain) => {
    expect(plainDeliveryError('mail', raw)).toMatch(plain)
  })

  it.each([
    ['The operation was aborted due to timeout', /did not answer in 8 s/],
    ['fetch failed', /could not be reached/],
    ['The ordering system answered 503: Service Unavailable', /fault of its own/],
    ['The ordering system answered 429: slow down', /busy/],
    ['The ordering system refused the request (401): bad token', /credentials/],
    [
      'The ordering system refused the request (422): {"error":"unknown stock"}',
      /refused this order/,
    ],
    ['The ordering system answered without a reference number.', /could not read/],
    ['The order no longer exists.', /no longer in the database/],
    ['something nobody foresaw', /did not take the order/],
  ])('ordering system: %s', (raw, plain) => {
    expect(plainDeliveryError('ges', raw)).toMatch(plain)
  })

  it('says nothing when nothing failed yet', () => {
    expect(plainDeliveryError('mail', null)).toBeNull()
    expect(plainDeliveryError('ges', '  ')).toBeNull()
  })
})
