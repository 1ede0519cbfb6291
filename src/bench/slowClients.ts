import { connect } from 'node:net'

/**
 * `count` clients that each start a POST with a 10,000-byte body and send it a byte a second, as
 * a slow-loris attack (or a hall of broken networks) would. `closed` resolves with how long each
 * socket lived once the server has cut every one of them off.
 */
export function slowClients(port: number, count: number) {
  let open = 0
  const lifetimes: Promise<number>[] = []
  const connected: Promise<void>[] = []
  for (let i = 0; i < count; i++) {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => {})
    connected.push(
      new Promise((resolve) =>
        socket.once('connect', () => {
          open++
          resolve()
        }),
      ),
    )
    socket.write(
      'POST /demo/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    )
    const drip = setInterval(() => socket.write(' '), 1000)
    lifetimes.push(
      new Promise((resolve) =>
        socket.on('close', () => {
          clearInterval(drip)
          open--
          resolve(Date.now() - started)
        }),
      ),
    )
  }
  return {
    connected: Promise.all(connected),
    open: () => open,
    closed: Promise.all(lifetimes),
  }
}
