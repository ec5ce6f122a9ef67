#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls whose spelling differs between Glibc and Darwin; the server is written
/// against these and is otherwise the same source on Linux and macOS.
enum SocketCalls {
  /// A new IPv4 stream socket, or -1.
  static func tcpSocket() -> Int32 {
    #if canImport(Glibc)
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// Makes a write to a connection its client closed fail with EPIPE instead of ending the
  /// process with SIGPIPE. (Linux has no socket option for it: ``sendFlags`` says it per call.)
  static func refuseSignalOnWrite(_ socket: Int32) {
    #if canImport(Darwin)
    var on: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// The flags every `send` passes.
  #if canImport(Glibc)
  static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
  static let sendFlags: Int32 = 0
  #endif

  /// Closes a descriptor.
  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
  }
}

extension SocketCalls {
  /// The IPv4 socket address of `address` and `port` (in host byte order).
  static func socketAddress(_ address: in_addr, port: UInt16) -> sockaddr_in {
    var socketAddress = sockaddr_in()
    #if canImport(Darwin)
    socketAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = in_port_t(port.bigEndian)
    socketAddress.sin_addr = address
    return socketAddress
  }
}
