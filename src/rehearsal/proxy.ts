import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

/**
 * up: connections pass to the targets in turn (one that refuses is skipped for the next);
 * down: connections are cut at once, as an unplugged cable or a stopped service;
 * hang: connections are accepted and then nothing is said, as a hung service.
 */
export type FrontMode = 'up' | 'down' | 'hang'

export interface Front {
  port: number
  mode(): FrontMode
  /** Changing mode cuts every open connection, so nothing of the old mode lingers. */
  set(mode: FrontMode): void
  close(): Promise<void>
}

/**
 * A small round-robin TCP proxy on loopback: in front of the two servers (one per kiosk, so one
 * kiosk's network can be cut) and in front of the mail server (so it can be down or hang).
 */
export async function startFront(targets: () => number[], port = 0): Promise<Front> {
  let mode: FrontMode = 'up'
  let turn = 0
  const open = new Set<Socket>()
  const track = (socket: Socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const forward = (client: Socket, tries: number) => {
    const ports = targets()
    if (!tries || !ports.length) return void client.destroy()
    const target = ports[turn++ % ports.length]!
    const upstream = connect(target, '127.0.0.1')
    let connected = false
    upstream.once('connect', () => {
      connected = true
      track(upstream)
      client.pipe(upstream).pipe(client)
      client.resume()
    })
    upstream.on('error', () => {
      if (!connected) forward(client, tries - 1)
      else client.destroy()
    })
    upstream.on('close', () => {
      if (connected) client.destroy()
    })
    client.on('close', () => upstream.destroy())
  }
  const server = createServer({ pauseOnConnect: true }, (client) => {
    track(client)
    if (mode === 'down') return void client.destroy()
    if (mode === 'hang') return
    forward(client, targets().length)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    mode: () => mode,
    set(next) {
      mode = next
      for (const socket of open) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
