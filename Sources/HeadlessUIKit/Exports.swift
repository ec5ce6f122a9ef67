// UIKit re-exports Foundation (IndexPath, CGRect, CGFloat…); so does its headless stand-in.
@_exported import Foundation
