import { describe, expect, it } from 'vitest'
import { jsonDepth, MAX_JSON_DEPTH, parseJsonBody } from './jsonBody'

const refusal = (text: string) => {
  try {
    parseJsonBody(text)
  } catch (error) {
    return {
      message: (error as Error).message,
      status: (error as { statusCode: number }).statusCode,
    }
  }
  return null
}

describe('parseJsonBody', () => {
  it('parses ordinary bodies', () => {
    expect(parseJsonBody('{"pin":"1234","items":[{"id":1}]}')).toEqual({
      pin: '1234',
      items: [{ id: 1 }],
    })
  })

  it('refuses nesting too deep with a 400 saying so, however deep (no stack overflow)', () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
      const text = '['.repeat(depth) + ']'.repeat(depth)
      expect(refusal(text)).toEqual({
        status: 400,
        message: expect.stringMatching(/nested more than 32 levels deep/),
      })
    }
    expect(refusal('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeNull()
  })

  it('refuses __proto__, constructor and prototype keys at any level, naming the key', () => {
    expect(refusal('{"__proto__":{"admin":true}}')?.message).toBe(
      'The request body may not contain a field named "__proto__".',
    )
    expect(refusal('{"a":[{"constructor":{"prototype":1}}]}')?.message).toMatch(/"constructor"/)
    expect(refusal('{"name":"__proto__"}')).toBeNull()
  })

  it('still calls broken JSON broken', () => {
    expect(refusal('{"a":')).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    })
  })

  it('counts brackets inside strings as text', () => {
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]"}')).toBe(1)
  })
})
